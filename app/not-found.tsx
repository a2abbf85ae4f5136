import type { Metadata } from 'next';
import Link from 'next/link';

export const metadata: Metadata = { title: 'Pagina niet gevonden' };

// Requests that never reach a locale (the proxy sends every page path to one) fall back to this.
export default function RootNotFound() {
  return (
    <html lang="nl">
      <body>
        <main style={{ padding: 32, fontFamily: 'system-ui, sans-serif' }}>
          <h1>Oeps! Pagina niet gevonden</h1>
          <p>
            <Link href="/">Terug naar de startpagina</Link>
          </p>
        </main>
      </body>
    </html>
  );
}
