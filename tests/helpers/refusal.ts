import { ClientResponseError } from 'pocketbase';

/** The HTTP status PocketBase refused a call with, or 200 when it went through. Other errors are thrown on. */
export async function refusalStatus(promise: Promise<unknown>): Promise<number> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ClientResponseError) return error.status;
    throw error;
  }
  return 200;
}
