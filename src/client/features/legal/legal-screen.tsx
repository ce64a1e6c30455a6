import { Screen } from '../../ui/screen';

/** Licences and credits, linked from the footer. */
export function LegalScreen() {
  return (
    <Screen title="Legal">
      <div className="flex flex-col gap-3 text-stone-700">
        <p>Lotline is self-hosted software: your stock data stays in your own database.</p>
        <h2 className="text-lg font-semibold">Attribution</h2>
        <p>
          Lotline's icon set (the logo and the interface icons) was drawn for Lotline and is shared under the{' '}
          <a className="text-brand-700 underline" href="https://creativecommons.org/licenses/by-sa/4.0/">
            Creative Commons Attribution-ShareAlike 4.0
          </a>{' '}
          licence: you may reuse and adapt it, with credit, under the same licence.
        </p>
        <p>Barcode reading uses ZXing (Apache License 2.0); barcode rendering uses bwip-js (MIT).</p>
      </div>
    </Screen>
  );
}
