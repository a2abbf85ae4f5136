'use client';

// Last-resort boundary for errors in the root layout itself; it cannot use translations.
export default function GlobalError({ reset }: { error: Error & { digest?: string }; reset: () => void }) {
  return (
    <html lang="nl">
      <body>
        <main style={{ padding: 32, fontFamily: 'system-ui, sans-serif' }}>
          <h1>Er ging iets mis · Une erreur s&apos;est produite</h1>
          <button type="button" onClick={() => reset()}>
            Opnieuw proberen · Réessayer
          </button>
        </main>
      </body>
    </html>
  );
}
