import { css } from '@linaria/core';
import type { Teacher } from '../lib/content';
import { ResponsiveImage } from './responsive-image';
import { fontSize, fontWeight } from '../styles/theme';

/** Initials of first and last name, skipping titles like 'Mag.' or 'Dr.' and degrees after a comma ('…, BEd'). */
export function initials(name: string): string {
  const parts = (name.split(',')[0] ?? '').split(/\s+/).filter((part) => part && !part.endsWith('.'));
  return parts
    .slice(0, 1)
    .concat(parts.slice(1).slice(-1))
    .map((part) => part[0]?.toUpperCase() ?? '')
    .join('');
}

export function PersonAvatar({ teacher, size = 96 }: { teacher: Teacher; size?: number }) {
  if (teacher.avatar) {
    return (
      <ResponsiveImage
        file={teacher.avatar}
        alt=""
        ratio="square"
        widths={[160, 320]}
        sizes={`${size}px`}
        className={avatar}
      />
    );
  }
  return (
    <span className={fallback} aria-hidden="true">
      {initials(teacher.name)}
    </span>
  );
}

const avatar = css`
  width: 96px;
  height: 96px;
  border-radius: 999px;
  object-fit: cover;
  flex: none;
`;

const fallback = css`
  display: grid;
  place-items: center;
  width: 96px;
  height: 96px;
  border-radius: 999px;
  background: var(--color-surface-alt);
  border: 2px solid var(--color-primary);
  color: var(--color-primary-strong);
  font-weight: ${fontWeight.bold};
  font-size: ${fontSize.xl};
  flex: none;
`;
