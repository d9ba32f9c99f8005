import { createRoot } from 'react-dom/client';
import { App } from './app';

const container = document.getElementById('root');
if (container) {
  createRoot(container, {
    // A boundary already shows these (a remote that is down or crashed): they are handled, so
    // a warning with the component stack, not React's default console.error.
    onCaughtError: (error, info) => {
      console.warn('[shell] shown by an error boundary:', error, info.componentStack);
    },
  }).render(<App />);
}
