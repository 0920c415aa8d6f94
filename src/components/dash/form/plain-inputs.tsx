import { inputStyle } from './fields';

type TextProps = { id: string; name: string; defaultValue: string; describedBy?: string; invalid?: boolean };

/** The text field without JavaScript: the HTML as it is stored, or plain text with blank lines between paragraphs. */
export function PlainTextField({ id, name, defaultValue, describedBy, invalid }: TextProps) {
  return (
    <textarea
      id={id}
      name={name}
      rows={12}
      defaultValue={defaultValue}
      className={inputStyle}
      {...(describedBy ? { 'aria-describedby': describedBy } : {})}
      {...(invalid ? { 'aria-invalid': true } : {})}
    />
  );
}

type PhotoProps = { id: string; name: string; accept: string; describedBy?: string };

export function PlainPhotoInput({ id, name, accept, describedBy }: PhotoProps) {
  return (
    <input
      id={id}
      name={name}
      type="file"
      accept={accept}
      className={inputStyle}
      {...(describedBy ? { 'aria-describedby': describedBy } : {})}
    />
  );
}
