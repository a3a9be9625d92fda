import de.bwaldvogel.mongo.MongoServer;
import de.bwaldvogel.mongo.backend.memory.MemoryBackend;

/**
 * CI's MongoDB-wire stand-in: mongo-java-server with its memory backend, on loopback. It keeps
 * MongoDB's single-document atomicity, which the shop relies on; the README lists its gaps.
 * Usage: java -cp 'lib/*' MongoStandIn.java PORT
 */
public class MongoStandIn {
  public static void main(String[] args) throws Exception {
    int port = Integer.parseInt(args[0]);
    MongoServer server = new MongoServer(new MemoryBackend());
    server.bind("127.0.0.1", port);
    System.out.println("listening on 127.0.0.1:" + port);
    Runtime.getRuntime().addShutdownHook(new Thread(server::shutdownNow));
    Thread.currentThread().join();
  }
}
