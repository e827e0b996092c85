import '@testing-library/jest-dom';

// Node-environment suites (the build's servers) share this file; the rest is for jsdom.
if (typeof window !== 'undefined') {
  // jsdom has <dialog> but not its modal methods; these follow the HTML spec's visible effects.
  if (typeof HTMLDialogElement.prototype.showModal !== 'function') {
    HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
      this.open = true;
    };
  }
  if (typeof HTMLDialogElement.prototype.close !== 'function') {
    HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
      if (!this.open) return;
      this.open = false;
      this.dispatchEvent(new Event('close'));
    };
  }

  afterEach(() => {
    window.localStorage.clear();
    window.sessionStorage.clear();
    document.documentElement.className = '';
  });
}
