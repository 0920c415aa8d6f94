import { css } from '@linaria/core';
import type { SavedChange, TextChange } from '../../lib/domain/review';
import { fontSize, space } from '../../styles/theme';

/** One text, word by word: what was added underlined (ins), what was removed struck through (del). */
export function Changes({ parts }: { parts: TextChange[] }) {
  return (
    <p className={changed}>
      {parts.map((part, i) =>
        part.kind === 'added' ? (
          <ins key={i}>{part.text}</ins>
        ) : part.kind === 'removed' ? (
          <del key={i}>{part.text}</del>
        ) : (
          <span key={i}>{part.text}</span>
        ),
      )}
    </p>
  );
}

/** How the comparison marks words, said once above it. */
export function ChangesLegend() {
  return (
    <span className={legend}>
      <ins>neu</ins> <del>entfernt</del>
    </span>
  );
}

/** Title and text of a comparison, each word by word (`level`: the headings' rank on the page). */
export function TitleAndText({ change, level }: { change: Pick<SavedChange, 'title' | 'text'>; level: 3 | 4 }) {
  const Heading = level === 3 ? 'h3' : 'h4';
  return (
    <>
      <Heading className={small}>Titel</Heading>
      <Changes parts={change.title} />
      <Heading className={small}>Text</Heading>
      <Changes parts={change.text} />
    </>
  );
}

const changed = css`
  overflow-wrap: anywhere;
  ins {
    background: var(--color-surface);
    text-decoration: underline;
  }
  del {
    text-decoration: line-through;
  }
`;

const legend = css`
  ins {
    text-decoration: underline;
  }
  del {
    text-decoration: line-through;
  }
`;

const small = css`
  margin: ${space.sm} 0 0;
  font-size: ${fontSize.base};
`;
