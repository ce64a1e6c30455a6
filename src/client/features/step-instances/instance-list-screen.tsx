import { TitleScreen } from '../../ui/title-screen';

export function InstanceListScreen() {
  return <TitleScreen title="Step Instances" />;
}
