import { css } from '@linaria/core';
import { contentWidth, cssVariables, darkColors, fontSize, lightColors, media, radius, space } from './theme';

export const globalStyles = css`
  :global() {
    :root {
      ${cssVariables(lightColors)}
      color-scheme: light;
      --radius: ${radius};
      --content-width: ${contentWidth};
      --font-sans: system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif;
    }
    /* Without a stored choice the system preference decides, also without JavaScript. */
    @media (prefers-color-scheme: dark) {
      :root:not([data-theme='light']) {
        ${cssVariables(darkColors)}
        color-scheme: dark;
      }
    }
    :root[data-theme='dark'] {
      ${cssVariables(darkColors)}
      color-scheme: dark;
    }
    *,
    *::before,
    *::after {
      box-sizing: border-box;
    }
    html {
      -webkit-text-size-adjust: 100%;
      scroll-behavior: smooth;
    }
    ${media.reducedMotion} {
      html {
        scroll-behavior: auto;
      }
    }
    body {
      margin: 0;
      min-height: 100vh;
      background: var(--color-bg);
      color: var(--color-text);
      font-family: var(--font-sans);
      font-size: ${fontSize.base};
      line-height: 1.6;
      overflow-wrap: break-word;
    }
    h1,
    h2,
    h3 {
      line-height: 1.25;
      margin: 0 0 ${space.md};
    }
    h1 {
      font-size: ${fontSize.h1};
    }
    h2 {
      font-size: ${fontSize.h2};
    }
    a {
      color: var(--color-primary-strong);
      text-underline-offset: 0.15em;
    }
    a:hover {
      text-decoration-thickness: 2px;
    }
    /* Controls in the page's own type, not the browser's 13.33 px: one font instance fewer to look up. */
    button,
    input,
    select,
    textarea {
      font: inherit;
    }
    img {
      max-width: 100%;
      height: auto;
    }
    :focus-visible {
      outline: 3px solid var(--color-focus);
      outline-offset: 2px;
    }
    /* Never painted: in the page's own font, so it needs no font instance of its own (a hidden h1's 28 px bold). */
    .visually-hidden {
      font: inherit;
      position: absolute;
      width: 1px;
      height: 1px;
      overflow: hidden;
      clip: rect(0 0 0 0);
      white-space: nowrap;
    }
  }
`;
