// The async boundary of Module Federation: the shared singletons are negotiated before bootstrap runs.
import('./bootstrap').catch((error: unknown) => {
  console.error('The publish remote could not start on its own', error);
});
