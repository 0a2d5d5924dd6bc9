import { notFound } from 'next/navigation';

// Any address no route claims: the localized 404 page.
export default function CatchAll() {
  notFound();
}
