import type { ReactNode } from 'react';
import './globals.css';

// Every page lives under app/[locale], whose layout renders <html lang>. This root layout only
// exists because Next requires one; it passes children through.
export default function RootLayout({ children }: { children: ReactNode }) {
  return children;
}
