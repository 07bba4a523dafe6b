import { showToast } from './toast';

/** Copies the page's address and says so in a toast: 'Copied {name} to your clipboard!'. */
export function CopyLinkButton(props: { name: string }) {
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(window.location.href);
      showToast(`Copied ${props.name} to your clipboard!`);
    } catch {
      // Clipboard access can be refused (permissions, insecure origin); the address bar still has the link.
      showToast('Copy the link from your address bar to share this page.');
    }
  };
  return (
    <button type="button" className="button button--secondary copy-link" onClick={copy}>
      Share
    </button>
  );
}
