import { TitleScreen } from '../../ui/title-screen';

export function TemplateDetailScreen() {
  return <TitleScreen title="Step Template" />;
}
