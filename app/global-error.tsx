'use client';

// Last-resort boundary for errors in the root layout itself; it cannot use translations.
export default function GlobalError({ retry }: { error: Error & { digest?: string }; retry: () => void }) {
  return (
    <html lang="nl">
      <body>
        <main style={{ padding: 32, fontFamily: 'system-ui, sans-serif' }}>
          <h1>Er ging iets mis · Une erreur s&apos;est produite</h1>
          <button type="button" onClick={() => retry()}>
            Opnieuw proberen · Réessayer
          </button>
        </main>
      </body>
    </html>
  );
}
