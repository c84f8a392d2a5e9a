import Link from 'next/link';

/** Beside every form that collects personal data: where to read what happens with it. */
export function PrivacyNote() {
  return (
    <p className="text-xs text-muted-foreground">
      Podatke iz ove forme čuvamo i koristimo kako je opisano u{' '}
      <Link href="/privatnost" className="font-medium text-primary underline underline-offset-2">
        politici privatnosti
      </Link>
      .
    </p>
  );
}
