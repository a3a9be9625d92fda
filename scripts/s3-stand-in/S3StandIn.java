/**
 * The tests' S3-compatible object store: S3Proxy (https://github.com/gaul/s3proxy) keeping
 * objects in memory, speaking the real S3 protocol with AWS signatures, so the shop's S3 backend
 * is tested as it runs against MinIO or AWS. It ends when its standard input closes, so it never
 * outlives the command that started it.
 * Usage: java -cp <jars> S3StandIn.java PROPERTIES_FILE
 */
public class S3StandIn {
  public static void main(String[] args) throws Exception {
    Thread watch = new Thread(() -> {
      try {
        while (System.in.read() != -1) {
          // Nothing is read from the parent: its end of the pipe closing is the signal to stop.
        }
      } catch (java.io.IOException ignored) {
        // A broken pipe means the same.
      }
      System.exit(0);
    });
    watch.setDaemon(true);
    watch.start();
    org.gaul.s3proxy.Main.main(new String[] {"--properties", args[0]});
    System.out.println("S3 stand-in ready");
    System.out.flush();
  }
}
