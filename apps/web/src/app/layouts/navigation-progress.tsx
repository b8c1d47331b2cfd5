import { useNavigation } from 'react-router';
import classes from './navigation-progress.module.css';

/** A thin bar at the top while the next screen's code, texts or guard are loading. */
export function NavigationProgress() {
  const navigation = useNavigation();
  return navigation.state === 'idle' ? null : <div className={classes.bar} aria-hidden="true" />;
}
