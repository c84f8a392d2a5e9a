/** How the panel names an issue's status (issue 51). */
export const ISSUE_STATUS_LABELS = {
  draft: 'Nacrt',
  scheduled: 'Zakazano',
  sending: 'Šalje se',
  paused: 'Pauzirano',
  sent: 'Poslato',
} as const;
