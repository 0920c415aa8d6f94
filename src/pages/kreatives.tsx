import { PostCollectionPage } from '../components/post-collection-page';
import { getCreativePosts, settle } from '../lib/content';

export default async function CreativePage() {
  const posts = await settle(getCreativePosts());
  return (
    <PostCollectionPage
      title="Kreatives"
      lead="Gedichte, Bilder, Musik und mehr – Arbeiten unserer Schüler:innen."
      path="/kreatives"
      posts={posts}
      empty="Noch keine kreativen Arbeiten veröffentlicht."
    />
  );
}

export const getConfig = async () => {
  return { render: 'dynamic' } as const;
};
