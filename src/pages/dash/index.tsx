import { unstable_redirect as redirect } from 'waku/router/server';
import { dynamicRender } from '../_components/render';

/** Client navigations to /dash arrive as RSC requests, which the redirect middleware lets through. */
export default async function DashIndexPage(): Promise<null> {
  redirect('/dash/start');
  return null;
}

export const getConfig = dynamicRender;
