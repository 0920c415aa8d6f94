import { unstable_redirect as redirect } from 'waku/router/server';

/** Client navigations to /dash arrive as RSC requests, which the redirect middleware lets through. */
export default async function DashIndexPage(): Promise<null> {
  redirect('/dash/start');
  return null;
}

export const getConfig = async () => {
  return { render: 'dynamic' } as const;
};
