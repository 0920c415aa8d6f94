/** A multipart or urlencoded form body as hono's parseBody({ all: true }) gives it. */
export type FormBody = Record<string, string | File | Array<string | File>>;

const MAX_TEXT = 200_000;

/** Reads form fields as the site expects them: text trimmed and bounded, files only where a file was chosen. */
export class FormReader {
  constructor(private readonly body: FormBody) {}

  private values(name: string): Array<string | File> {
    const value = this.body[name];
    return value === undefined ? [] : Array.isArray(value) ? value : [value];
  }

  /** The field's text ('' when missing or not text), at most `max` characters. */
  text(name: string, max = MAX_TEXT): string {
    const value = this.values(name)[0];
    return typeof value === 'string' ? value.slice(0, max) : '';
  }

  /** Every text value of a field (checkbox groups, multi-selects). */
  texts(name: string): string[] {
    return this.values(name).filter((value): value is string => typeof value === 'string');
  }

  /** A checkbox: sent at all means checked. */
  flag(name: string): boolean {
    return this.values(name).some((value) => typeof value === 'string');
  }

  /** The names of every file the form was sent with, in order (a form that comes back lists what to choose again). */
  fileNames(): string[] {
    return Object.keys(this.body).flatMap((name) => this.files(name).map((file) => file.name));
  }

  /** Files the browser sent with a name and content (an empty file input sends an empty, unnamed one). */
  files(name: string): File[] {
    return this.values(name).filter((value): value is File => typeof value !== 'string' && value.size > 0);
  }
}
