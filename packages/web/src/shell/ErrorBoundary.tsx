// Never a blank page: a render error shows a message and a way back, the rest of the app lives.
import { Component, type ComponentChildren } from 'preact';
import { translate } from '../i18n';

interface Props {
  readonly children: ComponentChildren;
  /** Changing it (e.g. the route) clears a shown error. */
  readonly resetKey: string;
}

interface State {
  readonly error: string | null;
  readonly resetKey: string;
}

export class ErrorBoundary extends Component<Props, State> {
  override state: State = { error: null, resetKey: this.props.resetKey };

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.resetKey === state.resetKey ? null : { error: null, resetKey: props.resetKey };
  }

  override componentDidCatch(error: unknown): void {
    this.setState({ error: error instanceof Error ? error.message : String(error) });
  }

  override render() {
    if (this.state.error === null) return this.props.children;
    return (
      <section class="page error-page" role="alert">
        <h1>{translate('common', 'error.title')}</h1>
        <p>{translate('common', 'error.body')}</p>
        <p class="muted">
          <code>{this.state.error}</code>
        </p>
        <p>
          <a class="button" href="#/">
            {translate('common', 'error.home')}
          </a>{' '}
          <button type="button" class="button" onClick={() => location.reload()}>
            {translate('common', 'error.reload')}
          </button>
        </p>
      </section>
    );
  }
}
