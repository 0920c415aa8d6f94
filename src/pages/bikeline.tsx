import { coverImage } from '../styles/layout';
import { css, cx } from '@linaria/core';
import { PageHeader } from '../components/page-header';
import { PageMeta } from '../components/page-meta';
import { ResponsiveImage } from '../components/responsive-image';
import { StaticHtml } from '../components/static-html';
import { getBikelineBests, settle } from '../lib/content';
import { fontSize, fontWeight, media } from '../styles/theme';
import { gridList } from '../styles/lists';
import { dynamicRender } from './_components/render';

const NUMBER = new Intl.NumberFormat('de-AT', { maximumFractionDigits: 1 });

export default async function BikelinePage() {
  const bests = await settle(getBikelineBests());
  return (
    <>
      <PageMeta
        title="Bikeline"
        path="/bikeline"
        description="Die besten Radtouren unserer Bikeline – die Rangliste."
      />
      <PageHeader title="Bikeline" lead="Unsere Radfahrer:innen und ihre besten Touren – die Rangliste." />
      {/* A failing bike-line read is silently left out (seed-spec section 8). */}
      {bests.ok && bests.value.length > 0 ? (
        <StaticHtml as="ol" className={cx(gridList, ranking)}>
          {bests.value.map((best, index) => (
            <li key={best.id} className={row}>
              <span className={place}>
                <span className="visually-hidden">Platz </span>
                {index + 1}
              </span>
              {best.image ? (
                <ResponsiveImage
                  file={best.image}
                  alt={best.name ? `Tour von ${best.name}` : `Tour auf Platz ${index + 1}`}
                  sizes="10rem"
                  widths={[320, 640]}
                  priority={index === 0}
                  className={image}
                />
              ) : (
                <span className={image} />
              )}
              <span className={name}>{best.name ?? 'Ohne Namen'}</span>
              <span className={score}>{NUMBER.format(best.ranking)} km</span>
            </li>
          ))}
        </StaticHtml>
      ) : (
        <p>Die Rangliste wird gerade aktualisiert.</p>
      )}
    </>
  );
}

export const getConfig = dynamicRender;

const ranking = css`
  gap: 0.75rem;
`;

const row = css`
  display: grid;
  grid-template-columns: 2rem 4rem minmax(0, 1fr) auto;
  align-items: center;
  gap: 0.5rem;
  padding: 0.75rem;
  background: var(--color-surface);
  border: 1px solid var(--color-border);
  border-radius: var(--radius);
  &:first-child {
    border: 2px solid var(--color-primary);
  }
  ${media.sm} {
    grid-template-columns: 2.5rem 6rem minmax(0, 1fr) auto;
    gap: 1rem;
    padding: 0.75rem 1rem;
  }
`;

const place = css`
  font-size: ${fontSize.h2};
  font-weight: ${fontWeight.bold};
  color: var(--color-primary-strong);
  text-align: center;
`;

const image = css`
  ${coverImage}
  border-radius: 0.375rem;
  background: var(--color-surface-alt);
`;

const name = css`
  font-weight: ${fontWeight.bold};
  overflow-wrap: anywhere;
`;

const score = css`
  font-weight: ${fontWeight.bold};
  font-variant-numeric: tabular-nums;
`;
