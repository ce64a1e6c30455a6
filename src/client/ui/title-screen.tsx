import { Screen } from './screen';

/** A route whose screen arrives in a later release: it shows its title and says so. */
export function TitleScreen({ title }: { title: string }) {
  return (
    <Screen title={title}>
      <p className="text-stone-600">This screen is coming in a later release of Lotline.</p>
    </Screen>
  );
}
