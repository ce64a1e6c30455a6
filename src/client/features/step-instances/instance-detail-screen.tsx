import { TitleScreen } from '../../ui/title-screen';

export function InstanceDetailScreen() {
  return <TitleScreen title="Step Instance" />;
}
