import type { ApiState } from './api';

/** The loading and failure states every content block shares; renders nothing once the data is ready. */
export function LoadState(props: { state: ApiState<unknown>; what: string }) {
  if (props.state.status === 'loading') {
    return (
      <p className="load-state" role="status" aria-live="polite">
        Loading {props.what}…
      </p>
    );
  }
  if (props.state.status === 'error') {
    return (
      <p className="load-state load-state--error" role="alert">
        We couldn't load {props.what}. Please refresh the page or try again later.
      </p>
    );
  }
  return null;
}
