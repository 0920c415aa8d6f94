/**
 * Telling parents (contract.md, "Telling parents"): who asked to be told about which classes, what goes out when,
 * and the page /benachrichtigungen. Code outside this folder imports from here; the browser (the service worker,
 * client components) imports the pure rules in rules/ directly, which never reach I/O. The parts of the page
 * (push-choice-form.tsx and the others in src/pages/_components/) stay with the pages: Waku's build gives a client component a chunk of its own,
 * loaded with its page only, when it lives under src/pages/.
 *
 * - rules/          what is sent and to whom, what the page says, what is kept (pure)
 * - push-source.ts  what went public since the last look, read from the school's PocketBase
 * - push-store.ts   the school's subscribers and outbox, a Durable Object in the EU; web-push.ts encrypts and signs
 * - push-cron.ts    every minute, each school's store looks; push-client.ts reaches the store over RPC
 * - routes.ts       POST and DELETE /api/push/subscriptions, a step of the edge router
 */
export { tellParents } from './push-cron';
export { noticeTimingFrom, pushSettingsFrom } from './push-settings';
export { PushStore } from './push-store';
export { noticeText, type PostNotice } from './rules/notice-timing';
export { postNotice } from './push-client';
export { default as pushSubscriptions } from './routes/push-subscriptions';
export { default as parentMails } from './routes/parent-mails';
export { mailStore } from './push-client';
