#!/usr/bin/env bash
# Fetches mongo-java-server from Maven Central (once, into lib/) and runs it on 127.0.0.1:PORT.
# Usage: scripts/mongo-stand-in/start.sh PORT
set -euo pipefail
cd "$(dirname "$0")"
if [ ! -f lib/.complete ]; then
  mvn -q -B dependency:copy-dependencies -DoutputDirectory=lib >&2
  touch lib/.complete
fi
exec java -Xss4m -cp 'lib/*' -Dorg.slf4j.simpleLogger.defaultLogLevel=warn MongoStandIn.java "$1"
