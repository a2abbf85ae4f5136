import { notFound } from 'next/navigation';

// Any path no route claims renders the translated not-found view with HTTP 404.
export default function CatchAll(): never {
  notFound();
}
