'use client';

// The dashboard's client components in one module: every client module costs each public page an entry in Waku's
// list of client references (its JavaScript budget), so the dashboard adds one, however many it has.
export { ConfirmSubmits } from './confirm-submits';
export { DashNav } from './dash-nav';
export { FormKeeper } from './form-keeper';
export { PhotoInput } from './editor/photo-input';
export { RichTextEditor } from './editor/rich-text-editor';
