#!/usr/bin/env bash
# The tests' S3-compatible object store: S3Proxy (https://github.com/gaul/s3proxy) from Maven
# Central (fetched once, into lib/), keeping objects in memory, on 127.0.0.1:PORT. It speaks the
# real S3 protocol with AWS signatures, so the shop's S3 backend is tested as it runs against
# MinIO or AWS. Access key and secret: S3_STAND_IN_KEY / S3_STAND_IN_SECRET (defaults below).
# Usage: scripts/s3-stand-in/start.sh PORT
set -euo pipefail
cd "$(dirname "$0")"
if [ ! -f lib/.complete ]; then
  mvn -q -B dependency:copy-dependencies -DoutputDirectory=lib >&2
  touch lib/.complete
fi
CONF="lib/s3proxy-$1.properties"
cat >"$CONF" <<CONF
s3proxy.endpoint=http://127.0.0.1:$1
s3proxy.authorization=aws-v2-or-v4
s3proxy.identity=${S3_STAND_IN_KEY:-shop-test-key}
s3proxy.credential=${S3_STAND_IN_SECRET:-shop-test-secret}
jclouds.provider=transient
jclouds.identity=unused
jclouds.credential=unused
CONF
echo "S3 stand-in on 127.0.0.1:$1"
exec java -Dlogback.configurationFile=logback.xml -cp 'lib/*' org.gaul.s3proxy.Main --properties "$CONF"
