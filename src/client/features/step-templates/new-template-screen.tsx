import { TitleScreen } from '../../ui/title-screen';

export function NewTemplateScreen() {
  return <TitleScreen title="New Step Template" />;
}
