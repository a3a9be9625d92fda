import de.bwaldvogel.mongo.MongoBackend;
import de.bwaldvogel.mongo.MongoServer;
import de.bwaldvogel.mongo.backend.h2.H2Backend;
import de.bwaldvogel.mongo.backend.memory.MemoryBackend;
import java.net.InetSocketAddress;

/**
 * The MongoDB-wire stand-in: mongo-java-server on loopback, keeping MongoDB's single-document
 * atomicity, which the shop relies on (docs/testing.md lists what it cannot prove). With a file
 * it keeps its data there (H2's MVStore), for `npm start`; without one, in memory, for the tests.
 * It ends when its standard input closes, so it never outlives the command that started it.
 * Usage: java -cp <jars> MongoStandIn.java PORT [DATA_FILE]   (PORT 0: any free port)
 */
public class MongoStandIn {
  public static void main(String[] args) throws Exception {
    int port = Integer.parseInt(args[0]);
    MongoBackend backend = args.length > 1 ? new H2Backend(args[1]) : new MemoryBackend();
    MongoServer server = new MongoServer(backend);
    server.bind("127.0.0.1", port);
    Runtime.getRuntime().addShutdownHook(new Thread(server::shutdownNow));
    System.out.println("listening on 127.0.0.1:" + ((InetSocketAddress) server.getLocalAddress()).getPort());
    System.out.flush();
    while (System.in.read() != -1) {
      // Nothing is read from the parent: its end of the pipe closing is the signal to stop.
    }
    System.exit(0);
  }
}
