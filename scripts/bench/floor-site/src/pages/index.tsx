import { Counter } from '../components/counter';

/** The least a Waku page is: one server-rendered paragraph and one client component, rendered on every request. */
export default function FloorPage() {
  return (
    <main>
      <h1>Untergrenze</h1>
      <p>Eine Waku-Seite mit einer Client-Komponente: was jede Seite mindestens kostet.</p>
      <Counter />
    </main>
  );
}

export const getConfig = async () => ({ render: 'dynamic' }) as const;
