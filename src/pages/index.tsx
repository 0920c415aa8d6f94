import { PageMeta } from '../components/page-meta';
import { getPinnedPosts, settle } from '../lib/content';

export default async function HomePage() {
  const pinned = await settle(getPinnedPosts());
  return (
    <>
      <PageMeta title="Startseite" path="/" />
      <h1>Willkommen</h1>
      {pinned.ok ? (
        <ul>
          {pinned.value.map((post) => (
            <li key={post.id}>{post.title}</li>
          ))}
        </ul>
      ) : (
        <p>Nicht erreichbar</p>
      )}
    </>
  );
}

export const getConfig = async () => {
  return { render: 'dynamic' } as const;
};
