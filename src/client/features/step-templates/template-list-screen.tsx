import { TitleScreen } from '../../ui/title-screen';

export function TemplateListScreen() {
  return <TitleScreen title="Step Templates" />;
}
