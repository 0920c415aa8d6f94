// Client code: reached only through ../client-components.tsx.
import { css } from '@linaria/core';
import { type ChangeEvent, useEffect, useRef, useState } from 'react';
import { chosenFileProblem, FILES_RESTORED_EVENT, PLACE } from '../../../lib/domain/form-drafts';
import { controlSurface, fieldFrame } from '../../../styles/controls';
import { space } from '../../../styles/theme';
import { outlineButton } from '../form/buttons';
import { canScale, isScalable, scalePhoto } from './scale-photo';

/** The form's names of a new photo's fields; PLACE (`#`) stands for its place among the chosen photos (0, 1, …). */
export type NewPhotoNames = { alt: string; decorative: string; header: string; headerValue: string };

export type PhotoInputProps = {
  name: string;
  id: string;
  accept: string;
  describedBy?: string;
  /** Photos larger than this on their long side are scaled down before the form sends them. */
  maxLongSide?: number;
  /** What one photo may weigh after scaling, and how many this save may add (the post's room for files). */
  maxBytes: number;
  maxCount: number;
  /** With these, each chosen photo gets its alt text, "Dekorativ" and "Als Titelbild" right under the input. */
  names: NewPhotoNames;
  /** What was typed for the photos of a refused form (FormKeeper puts its files back), and the header chosen. */
  initial: Array<{ alt: string; decorative: boolean }>;
  header: string;
  /** Messages at the photos' alt texts, by place. */
  errors: Record<number, string>;
  /** How many describing fields the page shows before its script runs (without JavaScript: the first photos chosen). */
  fallbackRows: number;
  maxAlt: number;
};

type Scaling = 'idle' | 'running' | 'done';
type Description = { alt: string; decorative: boolean };

const photos = (count: number) => (count === 1 ? '1 Foto' : `${count} Fotos`);
const named = (template: string, i: number) => template.replace(PLACE, String(i));

/**
 * The post form's new photos: a file input that a form posts without JavaScript (the first `fallbackRows` photos get
 * fields for their descriptions). In the browser, each choice adds to the photos chosen so far; each photo shows as a
 * thumbnail with its alt text, "Dekorativ", "Als Titelbild" and "Nicht hochladen". Large JPEG, PNG and WebP photos are
 * scaled down first and put back into the input, then every photo is checked against the size and count limits before
 * a byte is sent; a refused one is taken out with a message, the others stay. A submit while scaling runs waits for it.
 */
export function PhotoInput(props: PhotoInputProps) {
  const { name, id, accept, describedBy, maxLongSide = 2560, maxBytes, maxCount, names } = props;
  const inputRef = useRef<HTMLInputElement>(null);
  const [hydrated, setHydrated] = useState(false);
  const [scaling, setScaling] = useState<Scaling>('idle');
  const [status, setStatus] = useState('');
  const [problem, setProblem] = useState('');
  const [chosen, setChosen] = useState<File[]>([]);
  const [descriptions, setDescriptions] = useState<Description[]>([]);
  const [header, setHeader] = useState(props.header);
  const [previews, setPreviews] = useState<string[]>([]);
  const run = useRef(0);
  const running = useRef(false);
  const waitingSubmitter = useRef<HTMLElement | null | undefined>(undefined);
  const initial = useRef(props.initial);

  useEffect(() => {
    const urls = chosen.map((file) => URL.createObjectURL(file));
    setPreviews(urls);
    return () => urls.forEach((url) => URL.revokeObjectURL(url));
  }, [chosen]);

  const show = (input: HTMLInputElement, files: File[], kept: Description[]) => {
    const transfer = new DataTransfer();
    for (const file of files) transfer.items.add(file);
    input.files = transfer.files;
    setChosen(files);
    setDescriptions(kept);
  };

  const finish = (input: HTMLInputElement, message: string) => {
    running.current = false;
    setScaling('done');
    setStatus(message);
    const submitter = waitingSubmitter.current;
    waitingSubmitter.current = undefined;
    if (input.form && submitter !== undefined) input.form.requestSubmit(submitter ?? undefined);
  };

  /** Scales the photos that need it, then keeps those within the limits (after `before`, already chosen). */
  const take = async (input: HTMLInputElement, before: File[], added: File[], kept: Description[]) => {
    const thisRun = ++run.current;
    const candidates = added.filter(isScalable);
    let results = added;
    let scaled = 0;
    const failed: string[] = [];
    if (candidates.length > 0 && canScale()) {
      running.current = true;
      setScaling('running');
      setStatus(
        `${photos(candidates.length)} ${candidates.length === 1 ? 'wird' : 'werden'} geprüft und wenn nötig verkleinert …`,
      );
      results = [];
      // One after another: a phone holds one decoded 48-megapixel photo more easily than ten.
      for (const file of added) {
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
    }
    const refusals: string[] = [];
    const fitting = results.filter((file) => {
      const refusal = chosenFileProblem(file, accept, maxBytes);
      if (refusal) refusals.push(refusal);
      return !refusal;
    });
    const room = Math.max(0, maxCount - before.length);
    if (fitting.length > room) {
      refusals.push(
        `Dieser Beitrag nimmt noch ${photos(room)} auf; ${photos(fitting.length - room)} (${fitting
          .slice(room)
          .map((file) => `„${file.name}“`)
          .join(', ')}) ${fitting.length - room === 1 ? 'wurde' : 'wurden'} nicht übernommen.`,
      );
    }
    const taken = fitting.slice(0, room);
    const descriptionsTaken = taken.map((_, i) => kept[before.length + i] ?? { alt: '', decorative: false });
    show(input, [...before, ...taken], [...kept.slice(0, before.length), ...descriptionsTaken]);
    setProblem(refusals.length ? `${refusals.join(' ')} Die übrigen Fotos bleiben gewählt.` : '');
    finish(input, scaled > 0 || failed.length > 0 ? doneMessage(scaled, failed) : '');
  };

  useEffect(() => {
    setHydrated(true);
    const input = inputRef.current;
    const form = input?.form;
    if (!input || !form) return;
    const handleSubmit = (event: SubmitEvent) => {
      if (!running.current) return;
      event.preventDefault();
      // Remembered, so the button's own name and value (which action) go with the later submit.
      waitingSubmitter.current = event.submitter;
      setStatus('Die Fotos werden noch verkleinert; das Formular wird danach gesendet …');
    };
    // A refused form's files, put back by FormKeeper: they are the whole choice, with what was typed for them.
    const handleRestored = () => void take(input, [], Array.from(input.files ?? []), initial.current);
    // The stored photos' "Als Titelbild" are the same group: choosing one of them unchooses the new ones.
    const handleHeader = (event: Event) => {
      const target = event.target;
      if (target instanceof HTMLInputElement && target.type === 'radio' && target.name === names.header) {
        setHeader(target.value);
      }
    };
    form.addEventListener('submit', handleSubmit);
    form.addEventListener('change', handleHeader);
    input.addEventListener(FILES_RESTORED_EVENT, handleRestored);
    // Files chosen before the page's script ran are taken as soon as it runs.
    if (input.files?.length) void take(input, [], Array.from(input.files), initial.current);
    return () => {
      form.removeEventListener('submit', handleSubmit);
      form.removeEventListener('change', handleHeader);
      input.removeEventListener(FILES_RESTORED_EVENT, handleRestored);
    };
  }, []);

  // Each choice adds to the photos chosen so far (the browser's input would replace them).
  const handleChange = (event: ChangeEvent<HTMLInputElement>) =>
    void take(
      event.currentTarget,
      chosen,
      Array.from(event.currentTarget.files ?? []),
      chosen.length > 0 ? descriptions : initial.current,
    );

  const remove = (index: number) => {
    const input = inputRef.current;
    if (!input) return;
    if (header === named(names.headerValue, index)) setHeader('');
    show(
      input,
      chosen.filter((_, i) => i !== index),
      descriptions.filter((_, i) => i !== index),
    );
    setStatus(`„${chosen[index]?.name}“ wird nicht hochgeladen.`);
  };

  const describe = (index: number, change: Partial<Description>) =>
    setDescriptions((current) => current.map((d, i) => (i === index ? { ...d, ...change } : d)));

  const rows = hydrated
    ? chosen.map((file, i) => ({ file, description: descriptions[i] ?? { alt: '', decorative: false } }))
    : Array.from({ length: props.fallbackRows }, (_, i) => ({
        file: undefined,
        description: props.initial[i] ?? { alt: '', decorative: false },
      }));

  return (
    <div data-scaling={scaling} aria-busy={scaling === 'running'}>
      <input
        ref={inputRef}
        type="file"
        id={id}
        name={name}
        accept={accept}
        multiple
        aria-describedby={[describedBy, `${id}-status`].filter(Boolean).join(' ')}
        onChange={handleChange}
      />
      <p id={`${id}-status`} role="status">
        {status}
      </p>
      {problem && (
        <p role="alert" className={problemText}>
          {problem}
        </p>
      )}
      {rows.length > 0 && (
        <ol className={rowList} aria-label="Gewählte neue Fotos">
          {rows.map(({ file, description }, i) => {
            const altId = `${id}-${i}-alt`;
            const error = props.errors[i];
            const label = file ? `neuem Foto ${i + 1}` : `${i + 1}. gewählten Foto`;
            return (
              <li key={file ? `${i}-${file.name}-${file.size}` : i} className={rowItem}>
                {file && previews[i] ? (
                  <img src={previews[i]} alt="" width={96} height={72} className={thumb} />
                ) : (
                  <span aria-hidden="true" className={thumb} />
                )}
                <div>
                  {file && <p className={fileName}>{`Neues Foto ${i + 1}: ${file.name}`}</p>}
                  <label htmlFor={altId}>{`Alternativtext zu ${label}`}</label>
                  <input
                    id={altId}
                    type="text"
                    name={named(names.alt, i)}
                    maxLength={props.maxAlt * 2}
                    {...(hydrated
                      ? { value: description.alt, onChange: (event) => describe(i, { alt: event.currentTarget.value }) }
                      : { defaultValue: description.alt })}
                    aria-invalid={error ? true : undefined}
                    aria-describedby={error ? `${altId}-fehler` : undefined}
                    className={textInput}
                  />
                  {error && (
                    <p id={`${altId}-fehler`} className={problemText}>
                      {error}
                    </p>
                  )}
                  <label className={checkLabel}>
                    <input
                      type="checkbox"
                      name={named(names.decorative, i)}
                      value="ja"
                      {...(hydrated
                        ? {
                            checked: description.decorative,
                            onChange: (event) => describe(i, { decorative: event.currentTarget.checked }),
                          }
                        : { defaultChecked: description.decorative })}
                    />{' '}
                    {`Das ${file ? `neue Foto ${i + 1}` : `${i + 1}. gewählte Foto`} ist dekorativ`}
                  </label>
                  {file && (
                    <>
                      <label className={checkLabel}>
                        <input
                          type="radio"
                          name={names.header}
                          value={named(names.headerValue, i)}
                          checked={header === named(names.headerValue, i)}
                          onChange={() => setHeader(named(names.headerValue, i))}
                        />{' '}
                        {`Neues Foto ${i + 1} als Titelbild`}
                      </label>
                      <button type="button" className={outlineButton} onClick={() => remove(i)}>
                        {`Neues Foto ${i + 1} nicht hochladen`}
                      </button>
                    </>
                  )}
                </div>
              </li>
            );
          })}
        </ol>
      )}
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

const rowList = css`
  list-style: none;
  margin: ${space.sm} 0 0;
  padding: 0;
`;

const rowItem = css`
  display: grid;
  grid-template-columns: 6rem minmax(0, 1fr);
  gap: ${space.md};
  margin-bottom: ${space.md};
  padding-top: ${space.sm};
  border-top: 1px dashed var(--color-border);
  label {
    display: block;
  }
`;

const thumb = css`
  display: block;
  width: 6rem;
  height: 4.5rem;
  object-fit: cover;
  border-radius: 0.25rem;
  background: var(--color-surface-alt);
`;

const fileName = css`
  margin: 0 0 ${space.xs};
  overflow-wrap: anywhere;
`;

const textInput = css`
  width: 100%;
  min-height: 44px;
  ${fieldFrame}
  ${controlSurface}
  &[aria-invalid='true'] {
    border: 2px solid var(--color-danger);
  }
`;

const checkLabel = css`
  margin: ${space.xs} 0;
  min-height: 2.75rem;
  display: flex;
  align-items: center;
  gap: ${space.xs};
`;

const problemText = css`
  margin: ${space.xs} 0 0;
  color: var(--color-danger);
  font-weight: 700;
`;
