// Client code: reached only through ../client-components.tsx.
import { type ChangeEvent, useEffect, useRef, useState } from 'react';
import { canScale, isScalable, scalePhoto } from './scale-photo';

export type PhotoInputProps = {
  name: string;
  id: string;
  accept: string;
  multiple?: boolean;
  describedBy?: string;
  /** Photos larger than this on their long side are scaled down before the form sends them. */
  maxLongSide?: number;
};

type Scaling = 'idle' | 'running' | 'done';

const photos = (count: number) => (count === 1 ? '1 Foto' : `${count} Fotos`);

/**
 * A file input that a form posts without JavaScript; in the browser, large JPEG, PNG and WebP photos are scaled
 * down first and put back into the input, so the plain form post sends the smaller files. A submit while that
 * runs waits for it.
 */
export function PhotoInput({ name, id, accept, multiple, describedBy, maxLongSide = 2560 }: PhotoInputProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  const [scaling, setScaling] = useState<Scaling>('idle');
  const [status, setStatus] = useState('');
  const run = useRef(0);
  const running = useRef(false);
  const waitingSubmitter = useRef<HTMLElement | null | undefined>(undefined);

  useEffect(() => {
    const form = inputRef.current?.form;
    if (!form) return;
    const handleSubmit = (event: SubmitEvent) => {
      if (!running.current) return;
      event.preventDefault();
      // Remembered, so the button's own name and value (which action) go with the later submit.
      waitingSubmitter.current = event.submitter;
      setStatus('Die Fotos werden noch verkleinert; das Formular wird danach gesendet …');
    };
    form.addEventListener('submit', handleSubmit);
    return () => form.removeEventListener('submit', handleSubmit);
  }, []);

  const finish = (input: HTMLInputElement, message: string) => {
    running.current = false;
    setScaling('done');
    setStatus(message);
    const submitter = waitingSubmitter.current;
    waitingSubmitter.current = undefined;
    if (input.form && submitter !== undefined) input.form.requestSubmit(submitter ?? undefined);
  };

  const scaleChosenFiles = async (input: HTMLInputElement) => {
    const files = [...(input.files ?? [])];
    const candidates = files.filter(isScalable);
    const thisRun = ++run.current;
    if (candidates.length === 0 || !canScale()) return finish(input, '');
    running.current = true;
    setScaling('running');
    setStatus(
      `${photos(candidates.length)} ${candidates.length === 1 ? 'wird' : 'werden'} geprüft und wenn nötig verkleinert …`,
    );
    const results: File[] = [];
    const failed: string[] = [];
    let scaled = 0;
    // One after another: a phone holds one decoded 48-megapixel photo more easily than ten.
    for (const file of files) {
      const smaller = isScalable(file)
        ? await scalePhoto(file, maxLongSide).catch(() => {
            failed.push(file.name);
            return undefined;
          })
        : undefined;
      if (smaller) scaled += 1;
      results.push(smaller ?? file);
    }
    // A newer choice of files replaced this one while it ran.
    if (thisRun !== run.current) return;
    if (scaled > 0) {
      const transfer = new DataTransfer();
      for (const file of results) transfer.items.add(file);
      input.files = transfer.files;
    }
    finish(input, doneMessage(scaled, failed));
  };

  const handleChange = (event: ChangeEvent<HTMLInputElement>) => scaleChosenFiles(event.currentTarget);
  // Files chosen before the page's script ran are scaled as soon as it runs.
  useEffect(() => {
    if (inputRef.current?.files?.length) scaleChosenFiles(inputRef.current);
  }, []);

  return (
    <div data-scaling={scaling} aria-busy={scaling === 'running'}>
      <input
        ref={inputRef}
        type="file"
        id={id}
        name={name}
        accept={accept}
        multiple={multiple}
        aria-describedby={[describedBy, `${id}-status`].filter(Boolean).join(' ')}
        onChange={handleChange}
      />
      <p id={`${id}-status`} role="status">
        {status}
      </p>
    </div>
  );
}

function doneMessage(scaled: number, failed: string[]): string {
  const done =
    scaled === 0
      ? 'Fertig: Die Fotos sind klein genug, keines wurde verkleinert.'
      : `Fertig: ${photos(scaled)} verkleinert.`;
  if (failed.length === 0) return done;
  const verb =
    failed.length === 1 ? 'konnte nicht verkleinert werden und wird' : 'konnten nicht verkleinert werden und werden';
  return `${done} ${photos(failed.length)} (${failed.join(', ')}) ${verb} in Originalgröße hochgeladen.`;
}
