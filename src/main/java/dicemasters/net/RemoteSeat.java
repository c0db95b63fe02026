package dicemasters.net;

/**
 * A seat played from another computer: the code that claims it, the reconnect token given to the
 * program that claimed it (null until then), the name its player gave, and its connection now
 * (null while they are away).
 */
final class RemoteSeat {
    final String code;
    String token;
    String name;
    Connection connection;

    RemoteSeat(String code, String token, String name) {
        this.code = code;
        this.token = token;
        this.name = name;
    }

    boolean taken() {
        return token != null;
    }
}
