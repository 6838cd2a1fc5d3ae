<?php
/**
 * The plugin's service container.
 *
 * @package Kabelshop
 */

declare( strict_types=1 );

namespace Kabelshop;

defined( 'ABSPATH' ) || exit;

/**
 * A small container in the spirit of WooCommerce's StoreApi::container(): each shared collaborator
 * (the clock today; issue 29 moves the repositories, settings, gateway and mailers here one by one)
 * is built once, by the factory Plugin::container() registers, and handed to whoever asks for it.
 * set() replaces one (a test's FixedClock, an integrator's own implementation); reset() goes back
 * to the factory's.
 */
final class Container {

	/** @var array<string, callable(self): object> Factories by id (an interface or class name). */
	private array $factories = array();

	/** @var array<string, object> Services built or set, by id. */
	private array $services = array();

	/**
	 * Registers how a service is built (replacing an earlier factory; an instance already built stays
	 * until reset()).
	 *
	 * @param string                 $id      Interface or class name.
	 * @param callable(self): object $factory Builds it.
	 */
	public function factory( string $id, callable $factory ): void {
		$this->factories[ $id ] = $factory;
	}

	/**
	 * The service of an id, built on first use.
	 *
	 * @template T of object
	 * @param class-string<T> $id Interface or class name.
	 * @return T
	 * @throws \OutOfBoundsException When nothing is registered under $id (a programming error).
	 */
	public function get( string $id ): object {
		if ( ! isset( $this->services[ $id ] ) ) {
			if ( ! isset( $this->factories[ $id ] ) ) {
				throw new \OutOfBoundsException( 'No service ' . esc_html( $id ) );
			}
			$this->services[ $id ] = ( $this->factories[ $id ] )( $this );
		}
		$service = $this->services[ $id ];
		if ( ! $service instanceof $id ) {
			throw new \OutOfBoundsException( 'Service ' . esc_html( $id ) . ' is of another type' );
		}
		return $service;
	}

	/**
	 * Replaces a service.
	 *
	 * @param string $id      Interface or class name.
	 * @param object $service An instance of it.
	 * @throws \InvalidArgumentException When $service is not of that type.
	 */
	public function set( string $id, object $service ): void {
		if ( ! $service instanceof $id ) {
			throw new \InvalidArgumentException( 'Not a ' . esc_html( $id ) );
		}
		$this->services[ $id ] = $service;
	}

	/**
	 * Forgets a built or set service: the next get() builds it anew with its factory.
	 *
	 * @param string $id Interface or class name.
	 */
	public function reset( string $id ): void {
		unset( $this->services[ $id ] );
	}
}
