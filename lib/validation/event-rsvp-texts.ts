/** Texts of the members' one-click registration (issue 50); zod-free, so the client island imports them without zod. */
export const RSVP_TEXTS = {
  memberHint: 'Kao član se prijavljujete jednim klikom, sa podacima iz svog profila.',
  register: 'Prijavi se',
  cancel: 'Otkaži prijavu',
  registered: 'Prijavljeni ste',
  waitlisted: (position: number) => `Na listi čekanja: ${position}. mesto`,
  waitlistButton: 'Lista čekanja',
  registeredDone: 'Prijavljeni ste. Potvrdu sa linkom za otkazivanje šaljemo na vaš email.',
  waitlistedDone: (position: number) =>
    `Sva mesta su popunjena: upisani ste na listu čekanja (${position}. mesto). Čim se mesto oslobodi, dobijate ga i javljamo vam emailom.`,
  alreadyRegistered: 'Već ste prijavljeni za ovaj događaj.',
  alreadyWaitlisted: (position: number) => `Već ste na listi čekanja (${position}. mesto).`,
  cancelledDone: 'Vaša prijava je otkazana.',
  notRegistered: 'Niste prijavljeni za ovaj događaj.',
  closed: 'Prijave za ovaj događaj su zatvorene.',
  cancelClosed: 'Događaj je već počeo: prijava se više ne može otkazati.',
  failed: 'Došlo je do greške prilikom prijave na događaj. Molimo pokušajte ponovo.',
  badEvent: 'Događaj nije pronađen.',
} as const;

/** Texts of 'Ko dolazi' (issue 50, item 7): who members see as coming, and the member's own choice. */
export const ATTENDANCE_TEXTS = {
  showMe: 'Prikaži me drugim članovima kao učesnika',
  shownDone: 'Drugi članovi vas vide među učesnicima.',
  hiddenDone: 'Više vas ne prikazujemo drugim članovima među učesnicima.',
  changeFailed: 'Izbor nije sačuvan. Molimo pokušajte ponovo.',
  heading: 'Dolaze članovi',
  count: (total: number) => `Dolaze članovi (${total})`,
  more: (rest: number) => `i još ${rest}`,
  profileOf: (name: string) => `${name}: profil u direktorijumu`,
  notMember: 'Niste prijavljeni kao odobren član.',
  badEvents: 'Neispravan spisak događaja.',
} as const;
