import { Component, type ReactNode } from 'react';
import { LogoMark } from '../shared/ui/Logo.tsx';

interface Props {
  onRetry: () => void;
  children: ReactNode;
}

/**
 * Without the server's configuration nothing can render; this screen appears before the theme and
 * the translations exist, so it is plain and bilingual.
 */
export class ConfigErrorBoundary extends Component<Props, { hasFailed: boolean }> {
  override state = { hasFailed: false };

  static getDerivedStateFromError() {
    return { hasFailed: true };
  }

  private retry = () => {
    this.props.onRetry();
    this.setState({ hasFailed: false });
  };

  override render() {
    if (!this.state.hasFailed) return this.props.children;
    return (
      <main
        style={{
          minHeight: '100dvh',
          display: 'grid',
          placeItems: 'center',
          background: '#0b1517',
          color: '#e8f4f2',
          fontFamily: 'Roboto, sans-serif',
          textAlign: 'center',
          padding: 24,
        }}
      >
        <div>
          <LogoMark size={56} />
          <h1 style={{ fontSize: 22, margin: '16px 0 8px' }}>Here &amp; There is not reachable right now.</h1>
          <p style={{ margin: '0 0 20px', opacity: 0.75 }}>Here &amp; There ist gerade nicht erreichbar.</p>
          <button
            type="button"
            onClick={this.retry}
            style={{
              background: '#2ec4b6',
              color: '#04201d',
              border: 0,
              borderRadius: 999,
              padding: '10px 24px',
              fontSize: 15,
              cursor: 'pointer',
            }}
          >
            Try again · Erneut versuchen
          </button>
        </div>
      </main>
    );
  }
}
