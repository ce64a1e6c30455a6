/**
 * A form submitted while scans are still being handled (a person's Enter right after the last
 * scan, whose lookup is still out) is held, and submitted again once every scan is done, so it
 * sends what those scans put in it. Capture phase on the document, ahead of React's listeners.
 * Returns the function that stops guarding.
 */
export function delaySubmitsWhileScanning(target: Document, scanning: { busy: () => boolean; settled: () => Promise<void> }): () => void {
  const onSubmit = (event: SubmitEvent) => {
    const form = event.target;
    if (!scanning.busy() || !(form instanceof HTMLFormElement)) return;
    event.preventDefault();
    event.stopPropagation();
    const { submitter } = event;
    void scanning.settled().then(() => {
      if (!form.isConnected) return;
      if (submitter?.isConnected) form.requestSubmit(submitter);
      else form.requestSubmit();
    });
  };
  target.addEventListener('submit', onSubmit, true);
  return () => target.removeEventListener('submit', onSubmit, true);
}
