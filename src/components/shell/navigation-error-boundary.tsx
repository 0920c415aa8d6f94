'use client';

import { css } from '@linaria/core';
import { Component, type ReactNode } from 'react';
import { primaryButton } from '../../styles/controls';
import { fontSize, fontWeight } from '../../styles/theme';

type State = { failed: boolean };

/**
 * When a client navigation cannot load its page (the request failed), Waku throws at the root.
 * Instead of a blank screen the visitor gets the server-unreachable message and a way on;
 * going back in history restores the router and this boundary.
 */
export class NavigationErrorBoundary extends Component<{ children: ReactNode }, State> {
  state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  componentDidMount() {
    window.addEventListener('popstate', this.handlePopState);
  }

  componentWillUnmount() {
    window.removeEventListener('popstate', this.handlePopState);
  }

  handlePopState = () => {
    if (this.state.failed) window.location.reload();
  };

  render() {
    if (!this.state.failed) return this.props.children;
    return (
      <main className={screen} role="alertdialog" aria-labelledby="navigation-fehler">
        <p id="navigation-fehler" className={message}>
          Es ist ein Fehler aufgetreten. Versuchen Sie es später erneut!
        </p>
        <p>(500 Internal Server Error!)</p>
        <p className={actions}>
          <button type="button" className={primaryButton} onClick={() => window.location.reload()}>
            Neu laden
          </button>
          <a href="/">Zur Startseite</a>
        </p>
      </main>
    );
  }
}

const screen = css`
  min-height: 100vh;
  display: grid;
  place-content: center;
  gap: 0.5rem;
  padding: 1rem;
  text-align: center;
`;

const message = css`
  font-size: ${fontSize.large};
  font-weight: ${fontWeight.bold};
  margin: 0;
`;

const actions = css`
  display: flex;
  gap: 1.5rem;
  align-items: center;
  justify-content: center;
`;
