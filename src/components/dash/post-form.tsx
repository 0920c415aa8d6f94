import { unstyledList } from '../../styles/lists';
import { css } from '@linaria/core';
import type { FormErrors, PostFormValues } from '../../lib/domain/post-form-rules';
import { acceptOf, hintOf, maxBytesOf } from '../../lib/domain/file-types';
import { FIELD, MAX_ALT, MAX_FILES, newHeader, PLACE } from '../../lib/domain/post-form-rules';
import type { PhotoInputProps } from './editor/photo-input';
import { CATIGORY_LABELS } from '../../lib/domain/post-areas';
import type { EditAction } from '../../lib/domain/staff-roles';
import { space } from '../../styles/theme';
import {
  ActionButtons,
  ActionsLink,
  CheckField,
  checkRow,
  FilesAgainNote,
  FormQuestion,
  described,
  Field,
  fieldId,
  fieldsetStyle,
  FormMessage,
  hintText,
  inputStyle,
  ScheduleField,
  TitleField,
  ViennaTimeField,
} from './form/fields';
import { ChoiceList } from './form/choice-list';

type PhotoDescriptionProps = {
  /** The fields' names: the alt text's and the "Dekorativ" box's. */
  alt: string;
  decorative: string;
  /** How the labels name the photo ("Foto 2"), and the alt text's label when it says more. */
  photo: string;
  altLabel?: string;
  values: { alt: string; decorative: boolean };
  errors: FormErrors;
};

/** A photo's alt text and its "Dekorativ" box: one of the two is needed before the post can appear. */
function PhotoDescription({ alt, decorative, photo, altLabel, values, errors }: PhotoDescriptionProps) {
  return (
    <>
      <Field name={alt} label={altLabel ?? `Alternativtext zu ${photo}`} errors={errors}>
        <input
          {...described(alt, errors)}
          type="text"
          maxLength={MAX_ALT * 2}
          defaultValue={values.alt}
          className={inputStyle}
        />
      </Field>
      <CheckField name={decorative} label={`${photo} ist dekorativ`} checked={values.decorative} />
    </>
  );
}

/** The post form's id: its draft keeper (FormKeeper) finds it by it. */
export const POST_FORM_ID = 'beitrag-formular';

/** What the error summary calls each field. */
export const POST_FIELD_LABELS: Record<string, string> = {
  [FIELD.title]: 'Titel',
  [FIELD.description]: 'Text',
  [FIELD.date]: 'Datum',
  [FIELD.catigory]: 'Kategorie',
  [FIELD.classes]: 'Klassen',
  [FIELD.teachers]: 'Lehrkräfte',
  [FIELD.publishAt]: 'Geht online am',
  [FIELD.newAttachments]: 'Anhänge',
  [FIELD.newPhotos]: 'Neue Fotos',
  ...Object.fromEntries(
    Array.from({ length: 20 }, (_, i) => [
      [FIELD.photoAlt(i), `Alternativtext zu Foto ${i + 1}`],
      [FIELD.newPhotoAlt(i), `Alternativtext zu neuem Foto ${i + 1}`],
    ]).flat(),
  ),
};

export type PostFormProps = {
  action: string;
  values: PostFormValues;
  errors: FormErrors;
  message?: string;
  saved?: string;
  filesAgain?: boolean;
  /** The names of the files to choose again (as sent). */
  chosen?: string[] | undefined;
  actions: EditAction[];
  /** A button that asks first was pressed without JavaScript: the form asks, above its fields. */
  question?: { action: EditAction; text: string };
  classes: Array<{ id: string; name: string }>;
  teachers: Array<{ id: string; name: string }>;
  /** A small image of a stored photo, for the staff member (drafts' files need their token). */
  thumb: (name: string) => string;
  /** The rich-text editor (client component) or a plain textarea. */
  textField: (props: {
    id: string;
    name: string;
    defaultValue: string;
    describedBy?: string;
    invalid?: boolean;
  }) => React.ReactNode;
  /** The new photos' input (client component PhotoInput): it scales, checks and describes them before upload. */
  photoField: (props: PhotoInputProps) => React.ReactNode;
};

/** Describing fields for new photos before the page's script runs (without JavaScript: the first photos chosen). */
const FALLBACK_ROWS = 3;

/**
 * A post's form: a plain multipart form that works without JavaScript; the text and photo fields are upgraded
 * by client components where JavaScript runs. Dates are typed and shown on Vienna's clock.
 */
export function PostForm(props: PostFormProps) {
  const { action, values, errors, message, saved, filesAgain, actions, classes, teachers, thumb } = props;
  const editor = actions.includes('veroeffentlichen');
  const kept = values.photos.filter((photo) => !photo.remove).length + values.attachments.length;
  const shownHeader = values.header || values.photos[0]?.name || '';
  const newPhotoErrors = Object.fromEntries(
    values.newPhotos.flatMap((_, i) => {
      const error = errors[FIELD.newPhotoAlt(i)];
      return error ? [[i, error]] : [];
    }),
  );
  return (
    <>
      <FormMessage message={message} errors={errors} labels={POST_FIELD_LABELS} saved={saved} />
      {actions.length === 0 && (
        <p className={notice}>
          Sie können diesen Eintrag ansehen, aber nicht ändern: Ihre Rolle erlaubt es nicht, oder er ist schon
          öffentlich. Änderungen macht die Redaktion.
        </p>
      )}
      <form
        id={POST_FORM_ID}
        method="post"
        action={action}
        encType="multipart/form-data"
        className={formStyle}
        {...(filesAgain ? { 'data-dateien-erneut': '' } : {})}
      >
        {props.question && <FormQuestion question={props.question} cancel={action} />}
        <ActionsLink actions={actions} />
        <TitleField name={FIELD.title} value={values.title} errors={errors} />
        <Field
          name={FIELD.description}
          label="Text"
          errors={errors}
          hint="Absätze mit einer Leerzeile trennen. Der Anfang des Textes steht auch in den E-Mails an Eltern: dort bitte keine Namen von Schüler:innen."
        >
          {props.textField({
            id: fieldId(FIELD.description),
            name: FIELD.description,
            defaultValue: values.description,
            describedBy: `${fieldId(FIELD.description)}-hinweis`,
            invalid: Boolean(errors[FIELD.description]),
          })}
        </Field>
        <div className={row}>
          <ViennaTimeField name={FIELD.date} label="Datum" hint="Wiener Zeit" value={values.date} errors={errors} />
          <Field name={FIELD.catigory} label="Kategorie" errors={errors}>
            <select {...described(FIELD.catigory, errors)} defaultValue={values.catigory} className={inputStyle}>
              {Object.entries(CATIGORY_LABELS).map(([value, label]) => (
                <option key={value} value={value}>
                  {label}
                </option>
              ))}
            </select>
          </Field>
        </div>
        <CheckField name={FIELD.pin} label="Angeheftet (auf der Startseite unter „Wichtig“)" checked={values.pin} />
        {editor && (
          <CheckField
            name={FIELD.urgent}
            label="Dringend: Eltern sofort benachrichtigen, auch nachts (etwa bei Schulschließung oder Gefahr)"
            checked={values.urgent}
          />
        )}
        <CheckField name={FIELD.archiv} label="Archiviert" checked={values.archiv} />
        <ChoiceList legend="Klassen" name={FIELD.classes} options={classes} chosen={values.classIds} errors={errors} />
        <ChoiceList
          legend="Lehrkräfte"
          name={FIELD.teachers}
          options={teachers}
          chosen={values.teacherIds}
          errors={errors}
        />

        <fieldset className={fieldsetStyle}>
          <legend>Fotos</legend>
          <p className={hintText}>
            Jedes Foto braucht einen Alternativtext, der beschreibt, was darauf zu sehen ist (für Menschen, die es nicht
            sehen), oder die Markierung „Dekorativ“, wenn es nichts zum Inhalt beiträgt. Ohne das erscheint der Beitrag
            nicht.
          </p>
          {filesAgain && <FilesAgainNote chosen={props.chosen} />}
          <ol className={photoList}>
            {values.photos.map((photo, i) => (
              <li key={photo.name} className={photoItem}>
                <img src={thumb(photo.name)} alt="" width={160} height={90} loading="lazy" className={photoThumb} />
                <div>
                  <input type="hidden" name={FIELD.photoName(i)} value={photo.name} />
                  <p className={hintText}>{`Foto ${i + 1}: ${photo.name}`}</p>
                  <PhotoDescription
                    alt={FIELD.photoAlt(i)}
                    decorative={FIELD.photoDecorative(i)}
                    photo={`Foto ${i + 1}`}
                    values={photo}
                    errors={errors}
                  />
                  <div className={checkRow}>
                    <input
                      type="radio"
                      id={fieldId(`${FIELD.header}-${i}`)}
                      name={FIELD.header}
                      value={photo.name}
                      defaultChecked={shownHeader === photo.name}
                    />
                    <label htmlFor={fieldId(`${FIELD.header}-${i}`)}>{`Foto ${i + 1} als Titelbild`}</label>
                  </div>
                  <CheckField name={FIELD.photoRemove(i)} label={`Foto ${i + 1} entfernen`} checked={photo.remove} />
                </div>
              </li>
            ))}
          </ol>
          <Field
            name={FIELD.newPhotos}
            label="Neue Fotos"
            errors={errors}
            hint={`Mehrere auf einmal möglich, bis zu ${MAX_FILES} Dateien je Beitrag. Je Foto ${hintOf(['photo'])} Das Titelbild ist das oben im Beitrag; ohne Wahl das erste Foto.`}
          >
            {props.photoField({
              id: fieldId(FIELD.newPhotos),
              name: FIELD.newPhotos,
              accept: acceptOf(['photo']),
              describedBy: [
                `${fieldId(FIELD.newPhotos)}-hinweis`,
                ...(errors[FIELD.newPhotos] ? [`${fieldId(FIELD.newPhotos)}-fehler`] : []),
              ].join(' '),
              maxBytes: maxBytesOf(['photo']),
              maxCount: Math.max(0, MAX_FILES - kept),
              names: {
                alt: FIELD.newPhotoAlt(PLACE),
                decorative: FIELD.newPhotoDecorative(PLACE),
                header: FIELD.header,
                headerValue: newHeader(PLACE),
              },
              initial: values.newPhotos,
              header: shownHeader,
              errors: newPhotoErrors,
              fallbackRows: FALLBACK_ROWS,
              maxAlt: MAX_ALT,
            })}
          </Field>
        </fieldset>

        <fieldset className={fieldsetStyle}>
          <legend>Anhänge</legend>
          {values.attachments.length > 0 && (
            <ul className={plainList}>
              {values.attachments.map((file, i) => (
                <li key={file.name} className={checkRow}>
                  <input type="hidden" name={FIELD.attachmentName(i)} value={file.name} />
                  <input
                    type="checkbox"
                    id={fieldId(FIELD.attachmentRemove(i))}
                    name={FIELD.attachmentRemove(i)}
                    value="ja"
                    defaultChecked={file.remove}
                  />
                  <label htmlFor={fieldId(FIELD.attachmentRemove(i))}>{`${file.name} entfernen`}</label>
                </li>
              ))}
            </ul>
          )}
          <Field
            name={FIELD.newAttachments}
            label="Neue Anhänge (PDF)"
            hint={`${hintOf(['attachment'])} Mehrere auf einmal möglich.`}
            errors={errors}
          >
            <input
              {...described(FIELD.newAttachments, errors, true)}
              type="file"
              multiple
              accept={acceptOf(['attachment'])}
              data-max-bytes={maxBytesOf(['attachment'])}
              className={inputStyle}
            />
          </Field>
        </fieldset>

        {editor && <ScheduleField value={values.publishAt} errors={errors} />}
        <ActionButtons actions={actions} />
      </form>
    </>
  );
}

const formStyle = css`
  max-width: 48rem;
`;

const row = css`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(14rem, 1fr));
  gap: 0 ${space.lg};
`;

const notice = css`
  padding: ${space.sm} ${space.md};
  border-left: 4px solid var(--color-primary);
  background: var(--color-surface-alt);
`;

const photoList = css`
  ${unstyledList}
`;

const photoItem = css`
  display: grid;
  grid-template-columns: 160px minmax(0, 1fr);
  gap: ${space.md};
  margin-bottom: ${space.lg};
`;

const photoThumb = css`
  width: 160px;
  height: 90px;
  object-fit: cover;
  border-radius: 0.25rem;
`;

const plainList = css`
  list-style: none;
  margin: 0 0 ${space.md};
  padding: 0;
`;
