#!/bin/sh
# The suite's first step: the type check and the production build at once. Each is mostly one process on one
# core, so on the 2-core CI machine they take about as long together as the type check alone. Fails if either does.
npm run build &
build=$!
npm run typecheck
typecheck=$?
wait "$build" || exit 1
exit "$typecheck"
