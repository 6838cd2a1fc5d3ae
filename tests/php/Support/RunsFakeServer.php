<?php
/**
 * Starts and stops the fake remote services of tests/fakes/ (and other php -S servers).
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

namespace Kabelshop\Tests\Support;

/**
 * A PHP built-in server on 127.0.0.1 and a port the system reported free (so parallel test runs,
 * each on its own site, never meet on one port), started in the background with its output
 * discarded; start_fake_server() returns once the port accepts connections. Typical use: start
 * in setUpBeforeClass(), stop_fake_servers() in tearDownAfterClass(). Static, because PHPUnit's
 * class fixtures are; each test class that uses the trait has its own list of servers.
 */
trait RunsFakeServer {

	/** @var array<int, resource> Running servers by port. */
	private static array $fake_servers = array();

	/**
	 * Starts `php -S 127.0.0.1:<port> <args>` and waits (up to 5 s) until it listens.
	 *
	 * @param list<string>          $args What follows the address: a router script (e.g. tests/fakes/ecb.php) or '-t', a folder.
	 * @param array<string, string> $env  Environment variables for the server (added to the test's own).
	 * @return int The port.
	 */
	protected static function start_fake_server( array $args, array $env = array() ): int {
		$port   = self::free_port();
		$server = proc_open(
			array_merge( array( PHP_BINARY, '-S', '127.0.0.1:' . $port ), $args ),
			array(
				1 => array( 'file', '/dev/null', 'w' ),
				2 => array( 'file', '/dev/null', 'w' ),
			),
			$pipes,
			null,
			$env ? $env + getenv() : null
		);
		if ( ! is_resource( $server ) ) {
			throw new \RuntimeException( 'php -S could not be started' );
		}
		self::$fake_servers[ $port ] = $server;
		for ( $i = 0; $i < 100; $i++ ) {
			$socket = @fsockopen( '127.0.0.1', $port ); // phpcs:ignore WordPress.PHP.NoSilencedErrors -- waiting for the server.
			if ( $socket ) {
				fclose( $socket ); // phpcs:ignore WordPress.WP.AlternativeFunctions -- a socket, not a file.
				return $port;
			}
			usleep( 50000 );
		}
		throw new \RuntimeException( "php -S on port $port did not start" );
	}

	/**
	 * Starts the fake of a remote service: tests/fakes/<name>.php as the router.
	 *
	 * @param string                $name File name without .php, e.g. 'turnstile'.
	 * @param array<string, string> $env  Environment variables for the server (e.g. where it logs).
	 * @return int The port.
	 */
	protected static function start_fake( string $name, array $env = array() ): int {
		return self::start_fake_server( array( dirname( __DIR__, 2 ) . '/fakes/' . $name . '.php' ), $env );
	}

	/**
	 * Stops one server.
	 *
	 * @param int $port Its port.
	 */
	protected static function stop_fake_server( int $port ): void {
		if ( isset( self::$fake_servers[ $port ] ) ) {
			proc_terminate( self::$fake_servers[ $port ] );
			proc_close( self::$fake_servers[ $port ] );
			unset( self::$fake_servers[ $port ] );
		}
	}

	/**
	 * Stops every server this class started.
	 */
	protected static function stop_fake_servers(): void {
		foreach ( array_keys( self::$fake_servers ) as $port ) {
			self::stop_fake_server( $port );
		}
	}

	/**
	 * A port nobody listens on: the one the system hands out for port 0, released again.
	 */
	protected static function free_port(): int {
		$socket = stream_socket_server( 'tcp://127.0.0.1:0', $errno, $errstr );
		if ( false === $socket ) {
			throw new \RuntimeException( "no free port: $errstr" );
		}
		$name = (string) stream_socket_get_name( $socket, false );
		fclose( $socket ); // phpcs:ignore WordPress.WP.AlternativeFunctions -- a socket, not a file.
		return (int) substr( $name, strrpos( $name, ':' ) + 1 );
	}
}
