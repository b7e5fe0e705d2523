import { useLocation } from 'react-router';

/** Stands on every other route: shows where a navigation ended, and the state it carried. */
export function LocationProbe() {
  const location = useLocation();
  return (
    <output
      data-testid="location"
      data-search={location.search}
      data-state={JSON.stringify(location.state)}
    >
      {location.pathname}
    </output>
  );
}
